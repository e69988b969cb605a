import { Button } from '@/components/ui/button'

/** The submit button of a settings or profile form: 'Save Changes', 'Saving...' and disabled while it saves. */
export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" busy={saving}>
      {saving ? 'Saving...' : 'Save Changes'}
    </Button>
  )
}
