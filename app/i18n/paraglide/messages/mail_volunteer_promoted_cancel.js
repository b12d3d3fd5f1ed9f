/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Promoted_CancelInputs */

const en_mail_volunteer_promoted_cancel = /** @type {(inputs: Mail_Volunteer_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it after all? Cancel at ${i?.url} so the next person on the waitlist gets the spot.`)
};

const de_mail_volunteer_promoted_cancel = /** @type {(inputs: Mail_Volunteer_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst doch nicht? Sag unter ${i?.url} ab, damit die nächste Person auf der Warteliste den Platz bekommt.`)
};

/**
* | output |
* | --- |
* | "Can't make it after all? Cancel at {url} so the next person on the waitlist gets the spot." |
*
* @param {Mail_Volunteer_Promoted_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_promoted_cancel = /** @type {((inputs: Mail_Volunteer_Promoted_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Promoted_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_promoted_cancel(inputs)
	return en_mail_volunteer_promoted_cancel(inputs)
});