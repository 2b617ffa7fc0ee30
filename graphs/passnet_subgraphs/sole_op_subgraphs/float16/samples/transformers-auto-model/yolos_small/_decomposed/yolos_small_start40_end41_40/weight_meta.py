class Program_weight_tensor_meta_key_layer:
	name = "in_0"
	original_name = "key_layer"
	shape = [1, 6, 1701, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.011
	std = 0.384


class Program_weight_tensor_meta_query_layer:
	name = "in_1"
	original_name = "query_layer"
	shape = [1, 6, 1701, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.016
	std = 0.393


class Program_weight_tensor_meta_value_layer:
	name = "in_2"
	original_name = "value_layer"
	shape = [1, 6, 1701, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.018
	std = 0.401
