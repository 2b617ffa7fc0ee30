class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_layer_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_feature_projection_modules_layer_norm_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_layer_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_feature_projection_modules_layer_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_extract_features:
	name = "in_0"
	original_name = "extract_features"
	shape = [1, 49, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.062
	std = 0.214
