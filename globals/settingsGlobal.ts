import type { Field, GlobalConfig } from 'payload'

import type { SettingsGroup } from '@shared/settingsRules'
import { validateWith } from '../collections/validateWith'
import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'
import { textSetting } from './textField'

/**
 * The Payload global of a group of text settings (shared/settingsRules.ts): one field per setting,
 * labelled and limited as the group says, checked with the group's own rule (so the panel refuses
 * what /api/settings refuses), its default shown as help; `before`: fields of its own first.
 */
export function settingsGlobal(group: SettingsGroup, before: Field[] = []): GlobalConfig {
  const rules = (group.schema as unknown as { shape: Record<string, Parameters<typeof validateWith>[0]> }).shape
  return {
    slug: group.slug,
    label: group.title,
    admin: { group: 'Site settings' },
    access: globalAccess,
    hooks: { afterChange: [refreshRenderedPages] },
    fields: [
      ...before,
      ...Object.entries(group.fields).map(([name, field]) =>
        textSetting(name, field.panelLabel ?? field.label, group.defaults[name], field.multiline, field.max, validateWith(rules[name])),
      ),
    ],
  }
}
