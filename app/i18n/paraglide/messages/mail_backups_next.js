/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Backups_NextInputs */

const en_mail_backups_next = /** @type {(inputs: Mail_Backups_NextInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`The next scheduled backup tries again in at most an hour; once the cause is fixed, npm run backup takes one at once.`);
	return /** @type {LocalizedString} */ (`The next scheduled backup tries again in at most ${i?.hours} hours; once the cause is fixed, npm run backup takes one at once.`)
	
};

const de_mail_backups_next = /** @type {(inputs: Mail_Backups_NextInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Die nächste geplante Sicherung versucht es spätestens in einer Stunde wieder; sobald die Ursache behoben ist, macht npm run backup sofort eine.`);
	return /** @type {LocalizedString} */ (`Die nächste geplante Sicherung versucht es spätestens in ${i?.hours} Stunden wieder; sobald die Ursache behoben ist, macht npm run backup sofort eine.`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "The next scheduled backup tries again in at most an hour; once the cause is fixed, npm run backup takes one at once." |
* | * | "The next scheduled backup tries again in at most {hours} hours; once the cause is fixed, npm run backup takes one at once." |
*
* @param {Mail_Backups_NextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_next = /** @type {((inputs: Mail_Backups_NextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_NextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_next(inputs)
	return en_mail_backups_next(inputs)
});