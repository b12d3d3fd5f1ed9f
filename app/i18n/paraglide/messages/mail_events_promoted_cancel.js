/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Promoted_CancelInputs */

const en_mail_events_promoted_cancel = /** @type {(inputs: Mail_Events_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it after all? Cancel your RSVP at ${i?.url} so the next person on the waitlist gets the place.`)
};

const de_mail_events_promoted_cancel = /** @type {(inputs: Mail_Events_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst doch nicht? Zieh deine Zusage unter ${i?.url} zurück, damit die nächste Person auf der Warteliste den Platz bekommt.`)
};

/**
* | output |
* | --- |
* | "Can't make it after all? Cancel your RSVP at {url} so the next person on the waitlist gets the place." |
*
* @param {Mail_Events_Promoted_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_promoted_cancel = /** @type {((inputs: Mail_Events_Promoted_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Promoted_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_promoted_cancel(inputs)
	return en_mail_events_promoted_cancel(inputs)
});