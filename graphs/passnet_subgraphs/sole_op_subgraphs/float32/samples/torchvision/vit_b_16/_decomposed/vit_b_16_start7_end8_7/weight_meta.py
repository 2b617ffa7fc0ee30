class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_dropout:
	name = "in_0"
	original_name = "dropout"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.579
