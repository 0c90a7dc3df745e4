import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The catalogue's version: a sequence every write to the read model moves on, read by every
 * process, so a page's answer can be remembered until the catalogue changes (docs/decisions/239).
 * The service moves it after each of its writes has committed; the trigger moves it for writes
 * made in SQL by anything else (a bulk load).
 */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence if not exists "catalogue_version";`)
    this.addSql(`create or replace function "catalogue_entry_changed"() returns trigger language plpgsql as $$
      begin
        perform nextval('catalogue_version');
        return null;
      end $$;`)
    this.addSql(`drop trigger if exists "catalogue_entry_changed" on "catalogue_entry";`)
    this.addSql(`create trigger "catalogue_entry_changed" after insert or update or delete or truncate on "catalogue_entry"
      for each statement execute function "catalogue_entry_changed"();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "catalogue_entry_changed" on "catalogue_entry";`)
    this.addSql(`drop function if exists "catalogue_entry_changed"();`)
    this.addSql(`drop sequence if exists "catalogue_version";`)
  }
}
