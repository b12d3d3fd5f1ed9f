/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_Admin_Drawn_AtInputs */

const en_away_admin_drawn_at = /** @type {(inputs: Away_Admin_Drawn_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drawn ${i?.date}.`)
};

const de_away_admin_drawn_at = /** @type {(inputs: Away_Admin_Drawn_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gezogen am ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Drawn {date}." |
*
* @param {Away_Admin_Drawn_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_drawn_at = /** @type {((inputs: Away_Admin_Drawn_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Drawn_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_drawn_at(inputs)
	return en_away_admin_drawn_at(inputs)
});