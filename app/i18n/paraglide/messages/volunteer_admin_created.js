/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_CreatedInputs */

const en_volunteer_admin_created = /** @type {(inputs: Volunteer_Admin_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity “${i?.title}” created.`)
};

const de_volunteer_admin_created = /** @type {(inputs: Volunteer_Admin_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helferschicht „${i?.title}“ angelegt.`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunity “{title}” created." |
*
* @param {Volunteer_Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_created = /** @type {((inputs: Volunteer_Admin_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_created(inputs)
	return en_volunteer_admin_created(inputs)
});