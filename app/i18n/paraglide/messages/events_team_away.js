/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Team_AwayInputs */

const en_events_team_away = /** @type {(inputs: Events_Team_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away`)
};

const de_events_team_away = /** @type {(inputs: Events_Team_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gast`)
};

/**
* | output |
* | --- |
* | "Away" |
*
* @param {Events_Team_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_away = /** @type {((inputs?: Events_Team_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_team_away(inputs)
	return en_events_team_away(inputs)
});