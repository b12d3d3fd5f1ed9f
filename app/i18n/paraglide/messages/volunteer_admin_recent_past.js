/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Recent_PastInputs */

const en_volunteer_admin_recent_past = /** @type {(inputs: Volunteer_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recent past (last ${i?.count})`)
};

const de_volunteer_admin_recent_past = /** @type {(inputs: Volunteer_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt (die letzten ${i?.count})`)
};

/**
* | output |
* | --- |
* | "Recent past (last {count})" |
*
* @param {Volunteer_Admin_Recent_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_recent_past = /** @type {((inputs: Volunteer_Admin_Recent_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Recent_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_recent_past(inputs)
	return en_volunteer_admin_recent_past(inputs)
});