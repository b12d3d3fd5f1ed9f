/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Dashboard_Last_AttemptInputs */

const en_admin_dashboard_last_attempt = /** @type {(inputs: Admin_Dashboard_Last_AttemptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last attempt ${i?.when}`)
};

const de_admin_dashboard_last_attempt = /** @type {(inputs: Admin_Dashboard_Last_AttemptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzter Versuch ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Last attempt {when}" |
*
* @param {Admin_Dashboard_Last_AttemptInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_last_attempt = /** @type {((inputs: Admin_Dashboard_Last_AttemptInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Last_AttemptInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_last_attempt(inputs)
	return en_admin_dashboard_last_attempt(inputs)
});