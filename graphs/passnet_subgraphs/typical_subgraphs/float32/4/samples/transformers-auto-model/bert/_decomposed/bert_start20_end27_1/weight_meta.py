class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_key_layer:
	name = "in_2"
	original_name = "key_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.558


class Program_weight_tensor_meta_query_layer:
	name = "in_3"
	original_name = "query_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.553


class Program_weight_tensor_meta_value_layer:
	name = "in_4"
	original_name = "value_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.557
