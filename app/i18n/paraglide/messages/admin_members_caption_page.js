/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Admin_Members_Caption_PageInputs */

const en_admin_members_caption_page = /** @type {(inputs: Admin_Members_Caption_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members, page ${i?.page}`)
};

const de_admin_members_caption_page = /** @type {(inputs: Admin_Members_Caption_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglieder, Seite ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Members, page {page}" |
*
* @param {Admin_Members_Caption_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_caption_page = /** @type {((inputs: Admin_Members_Caption_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Caption_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_caption_page(inputs)
	return en_admin_members_caption_page(inputs)
});