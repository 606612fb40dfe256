-- The version of the terms the family agreed to when it registered (content/legal/terms.ts): the
-- terms say the version in effect then applies to that registration. Null on rows stored before.
ALTER TABLE `registrations` ADD `terms_version` text;
