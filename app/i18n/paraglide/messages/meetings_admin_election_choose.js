/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Election_ChooseInputs */

const en_meetings_admin_election_choose = /** @type {(inputs: Meetings_Admin_Election_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an election`)
};

const de_meetings_admin_election_choose = /** @type {(inputs: Meetings_Admin_Election_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Wahl`)
};

/**
* | output |
* | --- |
* | "Choose an election" |
*
* @param {Meetings_Admin_Election_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_election_choose = /** @type {((inputs?: Meetings_Admin_Election_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Election_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_election_choose(inputs)
	return en_meetings_admin_election_choose(inputs)
});