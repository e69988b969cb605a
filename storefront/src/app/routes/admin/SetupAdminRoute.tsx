import { PlaceholderScreen } from '../PlaceholderScreen'

/** Placeholder: the admin issue builds this screen (a separate chunk shoppers never load). */
export function SetupAdminRoute() {
  return <PlaceholderScreen title="Admin Setup" />
}
