/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Layout_RestrictedInputs */

const en_admin_layout_restricted = /** @type {(inputs: Admin_Layout_RestrictedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Area - Restricted Access`)
};

const de_admin_layout_restricted = /** @type {(inputs: Admin_Layout_RestrictedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung – nur für Admins`)
};

/**
* | output |
* | --- |
* | "Admin Area - Restricted Access" |
*
* @param {Admin_Layout_RestrictedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_restricted = /** @type {((inputs?: Admin_Layout_RestrictedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_RestrictedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_layout_restricted(inputs)
	return en_admin_layout_restricted(inputs)
});