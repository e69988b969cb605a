import fs from 'node:fs'
import path from 'node:path'

import { refuse } from './refusal'

/**
 * Replaces the database and the images, undoing what was done when a step fails, so a restore is
 * whole or nothing: everything new is first copied beside what it replaces (a full disk stops it
 * there), the database is then swapped by renames, and the images folder's contents (not the folder:
 * it may be a mount point) are replaced last.
 */
export function putInPlace({ databaseFile, uploadsDir, restoredDatabase, restoredUploads, stamp, archive }: { databaseFile: string; uploadsDir: string; restoredDatabase: string; restoredUploads: string; stamp: number; archive: string }) {
  const kept = `${databaseFile}-before-restore-${stamp}`
  const staged = `${databaseFile}.restoring-${stamp}`
  const keptUploads = `${uploadsDir}-before-restore-${stamp}`
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  fs.mkdirSync(uploadsDir, { recursive: true })
  try {
    fs.copyFileSync(restoredDatabase, staged)
    fs.cpSync(uploadsDir, keptUploads, { recursive: true, errorOnExist: true })
  } catch (err) {
    fs.rmSync(staged, { force: true })
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The backup could not be copied into place (${(err as Error).message}). Nothing was changed.`)
  }

  // SQLite reads "<file>-wal" with "<file>": the kept database keeps its last changes with it.
  const renamed: string[] = []
  let swapped = false
  const putBack = () => {
    // Only the restored file is removed: until it was moved in, databaseFile is still the shop's own.
    if (swapped) fs.rmSync(databaseFile, { force: true })
    for (const suffix of renamed) fs.renameSync(kept + suffix, databaseFile + suffix)
  }
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      if (!fs.existsSync(databaseFile + suffix)) continue
      fs.renameSync(databaseFile + suffix, kept + suffix)
      renamed.push(suffix)
    }
    fs.renameSync(staged, databaseFile)
    swapped = true
  } catch (err) {
    putBack()
    fs.rmSync(staged, { force: true })
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The database could not be swapped (${(err as Error).message}). Nothing was changed.`)
  }

  try {
    replaceContents(uploadsDir, restoredUploads)
  } catch (err) {
    // The images as they were, and the database with them.
    try {
      replaceContents(uploadsDir, keptUploads)
      putBack()
    } catch (undo) {
      refuse(
        `The images could not be put in place (${(err as Error).message}), nor the old ones back (${(undo as Error).message}). ` +
          `The previous database is ${kept} (with its -wal file, if any) and the previous images are in ${keptUploads}: put them back by hand before starting the shop.`,
      )
    }
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The images could not be put in place (${(err as Error).message}). Nothing was changed.`)
  }
  console.log(`Restored ${archive} into ${databaseFile} and ${uploadsDir}. Start the shop again.`)
  const keptDatabase = renamed.length > 0 ? `The replaced database is kept as ${kept} (with its -wal file, if any), and` : 'There was no database before;'
  console.log(`${keptDatabase} the replaced images as ${keptUploads}: delete them once the shop is as it should be.`)
}

/** Empties a folder and copies another's contents into it (the folder itself stays: it may be a mount point). */
function replaceContents(folder: string, from: string) {
  for (const entry of fs.readdirSync(folder)) fs.rmSync(path.join(folder, entry), { recursive: true, force: true })
  fs.cpSync(from, folder, { recursive: true })
}
