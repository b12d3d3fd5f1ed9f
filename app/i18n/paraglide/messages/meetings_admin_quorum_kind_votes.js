/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Quorum_Kind_VotesInputs */

const en_meetings_admin_quorum_kind_votes = /** @type {(inputs: Meetings_Admin_Quorum_Kind_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a number of votes`)
};

const de_meetings_admin_quorum_kind_votes = /** @type {(inputs: Meetings_Admin_Quorum_Kind_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzahl der Stimmen`)
};

/**
* | output |
* | --- |
* | "a number of votes" |
*
* @param {Meetings_Admin_Quorum_Kind_VotesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_quorum_kind_votes = /** @type {((inputs?: Meetings_Admin_Quorum_Kind_VotesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Quorum_Kind_VotesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_quorum_kind_votes(inputs)
	return en_meetings_admin_quorum_kind_votes(inputs)
});