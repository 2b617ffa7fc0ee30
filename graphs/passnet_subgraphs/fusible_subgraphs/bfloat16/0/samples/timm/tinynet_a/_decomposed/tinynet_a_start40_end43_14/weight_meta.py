class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [0.013596, -0.004991, 0.035996, -0.003596, 0.014957, 0.014558, -0.034182, 0.028834, 0.021650, 0.027267, -0.004762, 0.009985, -0.025648, -0.015542, 0.008439, 0.029981, -0.006535, -0.015368, -0.021467, 0.017678, -0.025821, -0.009695, -0.025117, 0.024996]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.315
	min_val = 0
	data = [0.571078, 0.544581, 0.819552, 1.033907, 1.285136, 0.820439, 0.706937, 1.369804, 0.562912, 1.255990, 0.514591, 1.378127, 1.241029, 1.494442, 0.799415, 1.339522, 0.924991, 1.067788, 1.223478, 1.229748, 1.138751, 0.700445, 0.667364, 1.312314]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.021
	data = [0.003389, 0.026692, 0.011612, 0.024351, -0.049758, -0.024372, -0.005132, 0.027945, -0.039720, -0.012597, 0.012215, -0.002831, -0.012222, -0.011347, 0.021631, -0.009649, 0.009219, -0.008040, 0.011267, -0.018669, -0.029177, 0.004718, 0.013082, -0.029688]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.982976, 0.958941, 0.972964, 0.999422, 1.007888, 1.001158, 0.986627, 0.998223, 1.044899, 1.013414, 0.992218, 1.013011, 0.984599, 1.023468, 0.968078, 1.016167, 0.993299, 1.019456, 0.979713, 0.995803, 1.009364, 0.982254, 0.998345, 1.016284]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.286


class Program_weight_tensor_meta_x_17:
	name = "in_5"
	original_name = "x_17"
	shape = [2, 24, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.042


class Program_weight_tensor_meta_x_24:
	name = "in_6"
	original_name = "x_24"
	shape = [2, 144, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.008
