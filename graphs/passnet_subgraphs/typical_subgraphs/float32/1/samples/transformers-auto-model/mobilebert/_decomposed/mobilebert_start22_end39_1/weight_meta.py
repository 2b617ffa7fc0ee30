class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
	shape = [128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
	shape = [128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
	shape = [128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
	shape = [128, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_8"
	original_name = "embeddings_2"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.041


class Program_weight_tensor_meta_layer_input_1:
	name = "in_9"
	original_name = "layer_input_1"
	shape = [4, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.035


class Program_weight_tensor_meta_layer_input_3:
	name = "in_10"
	original_name = "layer_input_3"
	shape = [4, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.036
