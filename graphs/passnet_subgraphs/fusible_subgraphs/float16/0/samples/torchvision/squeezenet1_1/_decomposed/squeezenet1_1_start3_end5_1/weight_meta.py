class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_squeeze_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.023
	data = [-0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_squeeze_parameters_weight_"
	shape = [16, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.177


class Program_weight_tensor_meta_input_3:
	name = "in_2"
	original_name = "input_3"
	shape = [2, 64, 55, 55]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.619
	std = 0.537
