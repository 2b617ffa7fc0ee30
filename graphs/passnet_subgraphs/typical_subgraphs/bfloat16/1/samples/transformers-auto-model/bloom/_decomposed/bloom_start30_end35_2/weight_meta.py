class Program_weight_tensor_meta_getitem_7:
	name = "in_0"
	original_name = "getitem_7"
	shape = [4, 32, 8, 8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.161


class Program_weight_tensor_meta_key_layer:
	name = "in_1"
	original_name = "key_layer"
	shape = [4, 8, 32, 8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.158
