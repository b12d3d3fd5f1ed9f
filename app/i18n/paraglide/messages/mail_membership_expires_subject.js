/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, days: NonNullable<unknown> }} Mail_Membership_Expires_SubjectInputs */

const en_mail_membership_expires_subject = /** @type {(inputs: Mail_Membership_Expires_SubjectInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Your ${i?.group} membership expires in ${i?.days} day`);
	return /** @type {LocalizedString} */ (`Your ${i?.group} membership expires in ${i?.days} days`)
	
};

const de_mail_membership_expires_subject = /** @type {(inputs: Mail_Membership_Expires_SubjectInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("de", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Deine Mitgliedschaft bei ${i?.group} läuft in ${i?.days} Tag ab`);
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft bei ${i?.group} läuft in ${i?.days} Tagen ab`)
	
};

/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "Your {group} membership expires in {days} day" |
* | * | "Your {group} membership expires in {days} days" |
*
* @param {Mail_Membership_Expires_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_expires_subject = /** @type {((inputs: Mail_Membership_Expires_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Expires_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_expires_subject(inputs)
	return en_mail_membership_expires_subject(inputs)
});