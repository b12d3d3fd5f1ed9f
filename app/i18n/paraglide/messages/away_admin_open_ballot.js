/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Away_Admin_Open_BallotInputs */

const en_away_admin_open_ballot = /** @type {(inputs: Away_Admin_Open_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the ballot for ${i?.title}`)
};

const de_away_admin_open_ballot = /** @type {(inputs: Away_Admin_Open_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlosung für ${i?.title} öffnen`)
};

/**
* | output |
* | --- |
* | "Open the ballot for {title}" |
*
* @param {Away_Admin_Open_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_open_ballot = /** @type {((inputs: Away_Admin_Open_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Open_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_open_ballot(inputs)
	return en_away_admin_open_ballot(inputs)
});