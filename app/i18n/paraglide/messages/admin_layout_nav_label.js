/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Layout_Nav_LabelInputs */

const en_admin_layout_nav_label = /** @type {(inputs: Admin_Layout_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const de_admin_layout_nav_label = /** @type {(inputs: Admin_Layout_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Admin_Layout_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_nav_label = /** @type {((inputs?: Admin_Layout_Nav_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_Nav_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_layout_nav_label(inputs)
	return en_admin_layout_nav_label(inputs)
});