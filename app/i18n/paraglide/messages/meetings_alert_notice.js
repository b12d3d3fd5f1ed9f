/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, where: NonNullable<unknown> }} Meetings_Alert_NoticeInputs */

const en_meetings_alert_notice = /** @type {(inputs: Meetings_Alert_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} at ${i?.where}: the agenda and how to vote`)
};

const de_meetings_alert_notice = /** @type {(inputs: Meetings_Alert_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.where}: Tagesordnung und wie du abstimmst`)
};

/**
* | output |
* | --- |
* | "{when} at {where}: the agenda and how to vote" |
*
* @param {Meetings_Alert_NoticeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_alert_notice = /** @type {((inputs: Meetings_Alert_NoticeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Alert_NoticeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_alert_notice(inputs)
	return en_meetings_alert_notice(inputs)
});