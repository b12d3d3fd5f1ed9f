/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown>, electorate: NonNullable<unknown> }} Meetings_Admin_Turnout_ItemInputs */

const en_meetings_admin_turnout_item = /** @type {(inputs: Meetings_Admin_Turnout_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.count} of ${i?.electorate}`)
};

const de_meetings_admin_turnout_item = /** @type {(inputs: Meetings_Admin_Turnout_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.count} von ${i?.electorate}`)
};

/**
* | output |
* | --- |
* | "{title}: {count} of {electorate}" |
*
* @param {Meetings_Admin_Turnout_ItemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_turnout_item = /** @type {((inputs: Meetings_Admin_Turnout_ItemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Turnout_ItemInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_turnout_item(inputs)
	return en_meetings_admin_turnout_item(inputs)
});