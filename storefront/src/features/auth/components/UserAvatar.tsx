import type { ApiUser } from '@shared/api'

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'

import { avatarInitial } from '../lib/avatarInitial'

/** Profile image, else the first letter of the first name, then of the email, then 'U'. */
export function UserAvatar({ user, className }: { user: ApiUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback delayMs={user.profileImageUrl ? 600 : undefined}>{avatarInitial(user)}</AvatarFallback>
    </Avatar>
  )
}
