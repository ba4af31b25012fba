// Valid answers of the two longest forms, for the tests of their rules (and of the phone rule every form shares).
import type { DriverInput } from './driver-registration';
import type { JobApplicationInput } from './job-application';

/** A job application with every required answer given. */
export function blankApplication(): JobApplicationInput {
  return {
    name: 'Asha',
    gender: 'prefer not to disclose',
    current_location: 'Bengaluru',
    number: '9876543210',
    email: 'asha@example.in',
    additional_information: '',
    prior_experience: '0',
    reference_person_name: '',
    reference_person_email: '',
  };
}

/** A driver whose every answer is valid (born 1990, so an adult on any test date). */
export const validDriver: DriverInput = {
  fullName: 'Ravi Kumar',
  contactNumber: '9876543210',
  driver_category: '0',
  referralCode: '',
  pincode: '560025',
  address: '12 MG Road',
  stateId: '16',
  cityId: '5',
  vehicle_category: '2',
  vehicleNumber: 'KA 01 AB 1234',
  wheelChair: '0',
  bankAccNo: '123456789012',
  reBankAccNo: '123456789012',
  ifscCode: 'SBIN0001234',
  drivingLicenseNo: 'KA01 20191234567',
  reDrivingLicenseNumber: 'KA0120191234567',
  dob: '1990-05-17',
};
