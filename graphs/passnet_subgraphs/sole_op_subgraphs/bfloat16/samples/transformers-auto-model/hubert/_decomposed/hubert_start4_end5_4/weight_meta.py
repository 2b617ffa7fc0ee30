class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_1_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_feature_extractor_modules_conv_layers_modules_1_modules_conv_parameters_weight_"
	shape = [512, 512, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_0"
	original_name = "hidden_states_3"
	shape = [1, 512, 3199]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.288
	std = 0.584
