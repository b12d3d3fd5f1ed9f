/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Team_HomeInputs */

const en_events_team_home = /** @type {(inputs: Events_Team_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const de_events_team_home = /** @type {(inputs: Events_Team_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heim`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Events_Team_HomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_home = /** @type {((inputs?: Events_Team_HomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_HomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_team_home(inputs)
	return en_events_team_home(inputs)
});