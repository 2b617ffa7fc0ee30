class Program_weight_tensor_meta_key_layer:
	name = "in_0"
	original_name = "key_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.558


class Program_weight_tensor_meta_query_layer:
	name = "in_1"
	original_name = "query_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.553


class Program_weight_tensor_meta_value_layer:
	name = "in_2"
	original_name = "value_layer"
	shape = [4, 12, 256, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.557
