class Program_weight_tensor_meta_attention_mask_1:
	name = "in_0"
	original_name = "attention_mask_1"
	shape = [4, 1, 32, 32]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_cos_2:
	name = "in_1"
	original_name = "cos_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.659
	std = 0.600


class Program_weight_tensor_meta_key_layer_1:
	name = "in_2"
	original_name = "key_layer_1"
	shape = [4, 1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.446


class Program_weight_tensor_meta_query_layer_1:
	name = "in_3"
	original_name = "query_layer_1"
	shape = [4, 8, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.448


class Program_weight_tensor_meta_sin_2:
	name = "in_4"
	original_name = "sin_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.162
	std = 0.423


class Program_weight_tensor_meta_value_layer_1:
	name = "in_5"
	original_name = "value_layer_1"
	shape = [4, 1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.447
