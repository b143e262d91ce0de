import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sponsorsFileSchema, type Sponsor, type SponsorsSource } from './types'

/** Sponsors from a JSON file kept with the site (`SPONSORS_FILE`). */
export class LocalSponsorsSource implements SponsorsSource {
  constructor(private readonly file: string) {}

  async listSponsors(): Promise<Sponsor[]> {
    const text = await readFile(path.resolve(this.file), 'utf8')
    return sponsorsFileSchema.parse(JSON.parse(text)).sponsors
  }
}
