class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_4_modules_squeeze_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.018
	data = [0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_4_modules_squeeze_parameters_weight_"
	shape = [16, 128, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.125


class Program_weight_tensor_meta_input_4:
	name = "in_2"
	original_name = "input_4"
	shape = [2, 128, 55, 55]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.551
	std = 0.841
