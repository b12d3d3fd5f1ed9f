/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_Item_BodyInputs */

const en_meetings_admin_field_item_body = /** @type {(inputs: Meetings_Admin_Field_Item_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

const de_meetings_admin_field_item_body = /** @type {(inputs: Meetings_Admin_Field_Item_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

/**
* | output |
* | --- |
* | "Text" |
*
* @param {Meetings_Admin_Field_Item_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_item_body = /** @type {((inputs?: Meetings_Admin_Field_Item_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_Item_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_item_body(inputs)
	return en_meetings_admin_field_item_body(inputs)
});