class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_"
	shape = [512, 1, 10]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.448


class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [1, 1, 16000]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.576
