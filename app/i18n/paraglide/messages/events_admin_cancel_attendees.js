/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_AttendeesInputs */

const en_events_admin_cancel_attendees = /** @type {(inputs: Events_Admin_Cancel_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} member who RSVP'd will get an email saying it is cancelled.`);
	return /** @type {LocalizedString} */ (`${i?.count} members who RSVP'd will get an email saying it is cancelled.`)
	
};

const de_events_admin_cancel_attendees = /** @type {(inputs: Events_Admin_Cancel_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Mitglied mit Zusage bekommt eine E-Mail zur Absage.`);
	return /** @type {LocalizedString} */ (`${i?.count} Mitglieder mit Zusage bekommen eine E-Mail zur Absage.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} member who RSVP'd will get an email saying it is cancelled." |
* | * | "{count} members who RSVP'd will get an email saying it is cancelled." |
*
* @param {Events_Admin_Cancel_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_attendees = /** @type {((inputs: Events_Admin_Cancel_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_attendees(inputs)
	return en_events_admin_cancel_attendees(inputs)
});