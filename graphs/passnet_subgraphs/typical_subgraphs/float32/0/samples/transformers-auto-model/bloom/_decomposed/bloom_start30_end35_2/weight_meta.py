class Program_weight_tensor_meta_getitem_7:
	name = "in_0"
	original_name = "getitem_7"
	shape = [2, 32, 8, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.160


class Program_weight_tensor_meta_key_layer:
	name = "in_1"
	original_name = "key_layer"
	shape = [2, 8, 32, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.160
