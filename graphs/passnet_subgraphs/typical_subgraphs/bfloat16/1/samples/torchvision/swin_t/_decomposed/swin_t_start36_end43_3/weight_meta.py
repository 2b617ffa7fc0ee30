class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_mlp_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_mlp_modules_0_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_mlp_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_mlp_modules_0_parameters_weight_"
	shape = [384, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_weight_"
	shape = [96, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_norm2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_norm2_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_norm2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_norm2_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.020


class Program_weight_tensor_meta_input_3:
	name = "in_6"
	original_name = "input_3"
	shape = [4, 56, 56, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 1.001


class Program_weight_tensor_meta_x_8:
	name = "in_7"
	original_name = "x_8"
	shape = [4, 56, 56, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.045
