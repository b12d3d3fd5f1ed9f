/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Reason_RequiredInputs */

const en_meetings_admin_reason_required = /** @type {(inputs: Meetings_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why the motion is declined`)
};

const de_meetings_admin_reason_required = /** @type {(inputs: Meetings_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begründe, warum der Antrag abgelehnt wird`)
};

/**
* | output |
* | --- |
* | "Say why the motion is declined" |
*
* @param {Meetings_Admin_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_reason_required = /** @type {((inputs?: Meetings_Admin_Reason_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Reason_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_reason_required(inputs)
	return en_meetings_admin_reason_required(inputs)
});