/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, position: NonNullable<unknown> }} Away_Ballot_Status_PositionInputs */

const en_away_ballot_status_position = /** @type {(inputs: Away_Ballot_Status_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · number ${i?.position} in the order`)
};

const de_away_ballot_status_position = /** @type {(inputs: Away_Ballot_Status_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · Nummer ${i?.position} in der Reihenfolge`)
};

/**
* | output |
* | --- |
* | "{status} · number {position} in the order" |
*
* @param {Away_Ballot_Status_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_status_position = /** @type {((inputs: Away_Ballot_Status_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Status_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_status_position(inputs)
	return en_away_ballot_status_position(inputs)
});