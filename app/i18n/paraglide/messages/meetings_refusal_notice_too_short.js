/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Meetings_Refusal_Notice_Too_ShortInputs */

const en_meetings_refusal_notice_too_short = /** @type {(inputs: Meetings_Refusal_Notice_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too little notice: the meeting must start at least ${i?.days} days after the notice goes out.`)
};

const de_meetings_refusal_notice_too_short = /** @type {(inputs: Meetings_Refusal_Notice_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu kurze Frist: Die Versammlung muss mindestens ${i?.days} Tage nach der Einladung beginnen.`)
};

/**
* | output |
* | --- |
* | "Too little notice: the meeting must start at least {days} days after the notice goes out." |
*
* @param {Meetings_Refusal_Notice_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_notice_too_short = /** @type {((inputs: Meetings_Refusal_Notice_Too_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Notice_Too_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_notice_too_short(inputs)
	return en_meetings_refusal_notice_too_short(inputs)
});