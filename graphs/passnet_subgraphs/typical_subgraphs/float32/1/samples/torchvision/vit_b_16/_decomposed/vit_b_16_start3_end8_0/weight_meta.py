class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_1_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_parameters_pos_embedding_:
	name = "in_2"
	original_name = "L_self_modules_encoder_parameters_pos_embedding_"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_parameters_class_token_:
	name = "in_3"
	original_name = "L_self_parameters_class_token_"
	shape = [1, 1, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_x_2:
	name = "in_4"
	original_name = "x_2"
	shape = [4, 196, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.022
	std = 0.581
