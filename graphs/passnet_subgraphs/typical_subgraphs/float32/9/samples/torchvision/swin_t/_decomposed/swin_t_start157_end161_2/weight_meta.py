class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_mlp_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_mlp_modules_0_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_mlp_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_mlp_modules_0_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_weight_"
	shape = [192, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_layer_norm_7:
	name = "in_4"
	original_name = "layer_norm_7"
	shape = [1, 28, 28, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 1.002
