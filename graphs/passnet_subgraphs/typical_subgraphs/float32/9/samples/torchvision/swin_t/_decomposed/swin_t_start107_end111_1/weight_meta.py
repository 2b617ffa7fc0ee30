class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_mlp_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_mlp_modules_0_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_mlp_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_mlp_modules_0_parameters_weight_"
	shape = [384, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_mlp_modules_3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_mlp_modules_3_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_mlp_modules_3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_mlp_modules_3_parameters_weight_"
	shape = [96, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_layer_norm_4:
	name = "in_4"
	original_name = "layer_norm_4"
	shape = [1, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 1.000
