class Program_weight_tensor_meta_layer_norm_1:
	name = "in_0"
	original_name = "layer_norm_1"
	shape = [2, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 1.002
