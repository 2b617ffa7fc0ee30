class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [1, 512, 3199]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.816
