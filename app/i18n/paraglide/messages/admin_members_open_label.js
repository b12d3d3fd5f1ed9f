/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Admin_Members_Open_LabelInputs */

const en_admin_members_open_label = /** @type {(inputs: Admin_Members_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.who}`)
};

const de_admin_members_open_label = /** @type {(inputs: Admin_Members_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} öffnen`)
};

/**
* | output |
* | --- |
* | "Open {who}" |
*
* @param {Admin_Members_Open_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_open_label = /** @type {((inputs: Admin_Members_Open_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Open_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_open_label(inputs)
	return en_admin_members_open_label(inputs)
});